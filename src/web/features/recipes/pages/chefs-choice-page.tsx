import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { ApiFailure } from '../../../app/api-slice.ts';
import { paths } from '../../../app/paths.ts';
import { Loading } from '../../../components/loading.tsx';
import { useAddToList } from '../../shopping-list/index.ts';
import { ChefsChoiceForm } from '../components/chefs-choice-form.tsx';
import { ChefsChoiceResults } from '../components/chefs-choice-results.tsx';
import { toChefsChoiceInput, type ChefsChoiceFormValues } from '../components/chefs-choice-schema.ts';
import { useChefsChoiceMutation } from '../recipes-api.ts';
import '../recipes.css';

/** /user/chefschoice: the questionnaire and the chef's random picks (spec §2, §4). */
export function ChefsChoicePage() {
  const navigate = useNavigate();
  // The picks belong to this visit: the next one starts from the questionnaire.
  const [chefsChoice, answer] = useChefsChoiceMutation();
  const recipes = answer.data?.recipes ?? [];
  const status = answer.isLoading ? 'pending' : answer.isError ? 'failed' : answer.isSuccess ? 'succeeded' : 'idle';
  const error = answer.isError ? (answer.error as ApiFailure).message : null;
  const { addRecipes, adding } = useAddToList();
  const resultsRef = useRef<HTMLDivElement>(null);
  const { t } = useLingui();

  useEffect(() => {
    if (status === 'succeeded') resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [status]);

  const submit = async (values: ChefsChoiceFormValues) => {
    await chefsChoice(toChefsChoiceInput(values));
  };

  // One request for all the picks (recipes already on the list stay as they are), then the list (spec §4).
  const addAll = async () => {
    if (await addRecipes(recipes.map((r) => ({ id: r.id })))) await navigate(paths.shoppingListNav);
  };

  return (
    <main id="main" className="page">
      <header className="page-header">
        <div>
          <h1>
            <Trans>Chef&apos;s Choice</Trans>
          </h1>
          <p className="muted chefs-intro">
            <Trans>
              Tell the chef who you are cooking for and how many meals you need. The chef picks recipes at random until
              everyone is fed.
            </Trans>
          </p>
        </div>
      </header>
      <div className="chefs-layout">
        <ChefsChoiceForm onSubmit={submit} pending={status === 'pending'} />
        <div ref={resultsRef} className="chefs-results-anchor">
          {status === 'pending' && <Loading label={t`The chef is choosing…`} />}
          {status === 'failed' && (
            <p className="alert alert-danger" role="alert">
              {error ? t`The chef could not choose right now: ${error}.` : t`The chef could not choose right now.`}
            </p>
          )}
          {status === 'succeeded' && answer.data && (
            <ChefsChoiceResults
              recipes={recipes}
              summary={answer.data}
              adding={adding}
              onAddAll={() => void addAll()}
            />
          )}
        </div>
      </div>
    </main>
  );
}
