import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { PAGE_SIZE } from '#domain/constants.ts';
import type { Price } from '#domain/price.ts';
import type { ApiFailure } from '../../../app/api-slice.ts';
import { AsyncTable } from '../../../components/async-table.tsx';
import { PriceForm } from '../components/price-form.tsx';
import { PriceRow } from '../components/price-row.tsx';
import { useAddPriceMutation, useGetPricesQuery, useUpdatePriceMutation, type PriceInput } from '../prices-api.ts';
import '../prices.css';

/** /user/prices "Prices": the household's prices of foods, newest date first, which costs and the list use. */
export function PricesPage() {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Price | null>(null);
  const { data, isLoading, error } = useGetPricesQuery(page);
  const [add, adding] = useAddPriceMutation();
  const [update, updating] = useUpdatePriceMutation();
  const pages = Math.max(1, Math.ceil((data?.count ?? 0) / PAGE_SIZE));

  const save = async (input: PriceInput): Promise<ApiFailure | undefined> => {
    const result = editing ? await update({ id: editing.id, ...input }) : await add(input);
    if ('error' in result) return result.error as ApiFailure;
    setEditing(null);
    return undefined;
  };

  return (
    <main id="main" className="page prices-page">
      <h1>
        <Trans>Prices</Trans>
      </h1>
      <p className="muted">
        <Trans>
          What you pay for a pack of a food. Recipe costs and the shopping list's estimate use the newest price of each
          food.
        </Trans>
      </p>
      <section className="card" aria-labelledby="price-form-title">
        <h2 id="price-form-title">{editing ? t`Edit price` : t`Add a price`}</h2>
        <PriceForm
          key={editing?.id ?? 'new'}
          price={editing ?? undefined}
          busy={adding.isLoading || updating.isLoading}
          onSubmit={save}
          onCancel={editing ? () => setEditing(null) : undefined}
        />
      </section>
      <AsyncTable
        loading={isLoading}
        error={error ? ((error as ApiFailure).message ?? t`Something went wrong.`) : null}
        empty={data && data.count === 0 ? t`No prices yet. Add the first one above.` : null}
      >
        {data && data.rows.length > 0 && (
          <table className="table prices-table">
            <caption className="visually-hidden">
              <Trans>Your household's prices</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col">{t`Food`}</th>
                <th scope="col">{t`Price`}</th>
                <th scope="col">{t`Pack`}</th>
                <th scope="col">{t`Store`}</th>
                <th scope="col">{t`Date`}</th>
                <th scope="col">{t`Actions`}</th>
              </tr>
            </thead>
            <tbody>
              {data.rows.map((price) => (
                <PriceRow key={price.id} price={price} onEdit={() => setEditing(price)} />
              ))}
            </tbody>
          </table>
        )}
      </AsyncTable>
      {pages > 1 && (
        <nav className="pager" aria-label={t`Pages`}>
          <button type="button" className="btn" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            <Trans>Previous</Trans>
          </button>
          <span>
            <Trans>
              Page {page} of {pages}
            </Trans>
          </span>
          <button type="button" className="btn" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            <Trans>Next</Trans>
          </button>
        </nav>
      )}
    </main>
  );
}
