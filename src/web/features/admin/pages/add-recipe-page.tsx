import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import type { ImportHazard } from '#domain/bring-in.ts';
import type { RecipeDraft } from '#domain/recipe-draft.ts';
import { paths } from '../../../app/paths.ts';
import { Loading } from '../../../components/loading.tsx';
import { useAddRecipeMutation } from '../admin-api.ts';
import { importedResponse, useApproveSuggestionMutation, useImportSuggestionMutation } from '../recipe-import-api.ts';
import { ImportPanel } from '../bring-in/import-panel.tsx';
import { importFailure } from '../recipe-form/import-from-link.tsx';
import { HandedOverStatus } from '../bookmarklet/handed-over-status.tsx';
import { useHandedOverDraft } from '../bookmarklet/use-handed-over-draft.ts';
import { RecipeForm } from '../recipe-form/recipe-form.tsx';
import { draftToFormValues, emptyRecipeForm, type RecipeFormValues } from '../recipe-form/recipe-form-schema.ts';

/**
 * /admin/addrecipe: a new recipe, typed in or brought in from a link, pasted text or a photo; on success the
 * admin lands on its edit page (spec §2, §5). With ?suggestion={id} the suggested page is imported at once,
 * and saving approves the suggestion with an answer that links to the new recipe.
 */
export function AddRecipePage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const suggestionId = search.get('suggestion');
  // Each filled draft remounts the form with its values.
  const [form, setForm] = useState<{ values: RecipeFormValues; hazards: ImportHazard[]; version: number }>({
    values: emptyRecipeForm(),
    hazards: [],
    version: 0,
  });
  const fill = (draft: RecipeDraft, hazards: ImportHazard[] = []) =>
    setForm((f) => ({ values: draftToFormValues(draft), hazards, version: f.version + 1 }));
  // A page handed over by the bookmarklet (?from=bookmarklet, ?handoff=) fills the form too.
  const handOver = useHandedOverDraft(fill);
  const [importSuggestion, suggestionImport] = useImportSuggestionMutation();
  const [approveSuggestion] = useApproveSuggestionMutation();
  const [addRecipe] = useAddRecipeMutation();

  // Once per suggestion, also when StrictMode runs the effect twice.
  const requested = useRef<string | null>(null);
  useEffect(() => {
    if (!suggestionId || requested.current === suggestionId) return;
    requested.current = suggestionId;
    importSuggestion(suggestionId).then((result) => {
      if (result.data) fill(result.data);
    });
  }, [suggestionId, importSuggestion]);

  return (
    <main className="page">
      <div className="page-header">
        <h1>{suggestionId ? <Trans>Add Recipe from Suggestion #{suggestionId}</Trans> : <Trans>Add Recipe</Trans>}</h1>
      </div>
      {suggestionId ? (
        suggestionImport.isLoading ? (
          <Loading label={t`Reading the suggested page…`} />
        ) : suggestionImport.isError ? (
          <p className="alert alert-danger" role="alert">
            {importFailure(suggestionImport.error)} <Trans>You can still fill in the recipe by hand.</Trans>
          </p>
        ) : null
      ) : (
        <ImportPanel onDraft={fill} />
      )}
      <HandedOverStatus handOver={handOver} />
      <RecipeForm
        key={form.version}
        mode="add"
        submitLabel={t`Submit`}
        defaultValues={form.values}
        hazards={form.hazards}
        onSave={async (payload) => {
          const created = await addRecipe(payload).unwrap();
          const name = created.name;
          // '' is one apostrophe in an ICU message (a single one would escape the name's placeholder).
          toast.success(t`Added ''${name}''`);
          if (suggestionId) {
            const link = `${location.origin}${paths.recipe(created.id)}`;
            const approved = await approveSuggestion({ id: suggestionId, adminResponse: importedResponse(link) });
            if (approved.error) toast.error(t`The recipe is saved, but the suggestion could not be marked Approved.`);
          }
          navigate(paths.updateRecipe(created.id));
        }}
      />
    </main>
  );
}
