import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { formatPhone } from '#domain/format.ts';
import type { ApiFailure } from '../../../app/api-slice.ts';
import { AsyncTable } from '../../../components/async-table.tsx';
import { useGetUserPageQuery } from '../admin-api.ts';
import { pageParam, Pager } from '../../../components/pager.tsx';
import '../components/admin.css';

/** /admin, /admin/users and /admin/{name}: every user, 25 to a page, optionally by last name (spec §2). */
export function AdminUsersPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const page = pageParam(params.get('page'));
  const sort = params.get('sort') === 'true';
  // The rows of the page last shown stay while the next one loads, so the table does not jump.
  const { data, error, isError, isFetching } = useGetUserPageQuery({ page, sort }, { refetchOnMountOrArgChange: true });
  const users = (!isError && data?.rows) || [];
  const total = data?.count ?? 0;
  const sortId = useId();

  const go = (next: { page?: number; sort?: boolean }) => {
    const query = new URLSearchParams();
    query.set('page', String(next.page ?? page));
    if (next.sort ?? sort) query.set('sort', 'true');
    setParams(query);
  };

  return (
    <main className="page">
      <div className="page-header">
        <h1>
          <Trans>All Users</Trans>
        </h1>
        <label className="checkbox" htmlFor={sortId}>
          <input id={sortId} type="checkbox" checked={sort} onChange={(e) => go({ page: 1, sort: e.target.checked })} />
          <Trans>Sort by Last Name (Asc.)</Trans>
        </label>
      </div>
      <AsyncTable
        error={isError && !isFetching ? (error as ApiFailure).message || t`Unable to load users` : null}
        loading={isFetching && users.length === 0}
        empty={users.length === 0 && !isError ? t`No users yet` : null}
        busy={isFetching}
      >
        <table className="table admin-table">
          <caption className="visually-hidden">
            <Trans>Users, page {page}</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col" className="num">
                <Trans>ID</Trans>
              </th>
              <th scope="col">
                <Trans>Username</Trans>
              </th>
              <th scope="col">
                <Trans>First Name</Trans>
              </th>
              <th scope="col">
                <Trans>Last Name</Trans>
              </th>
              <th scope="col">
                <Trans>Email</Trans>
              </th>
              <th scope="col">
                <Trans>Phone</Trans>
              </th>
              <th scope="col">
                <Trans>Admin</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => (
              <tr key={user.id}>
                <td className="num">{user.id}</td>
                <td>{user.username}</td>
                <td>{user.firstName}</td>
                <td>{user.lastName}</td>
                <td>{user.email}</td>
                <td className="nowrap">{formatPhone(user.phoneNum)}</td>
                <td>
                  <span className={user.isAdmin ? 'badge badge-success' : 'badge'}>
                    {user.isAdmin ? t`yes` : t`no`}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </AsyncTable>
      {total > 0 ? <Pager page={page} total={total} noun={t`users`} onPage={(p) => go({ page: p })} /> : null}
    </main>
  );
}
