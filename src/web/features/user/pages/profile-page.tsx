import { useNavigate } from 'react-router';
import { formatPhone } from '#domain/format.ts';
import { paths } from '../../../app/paths.ts';
import { Loading } from '../../../components/loading.tsx';
import { DownloadMyData } from '../components/download-my-data.tsx';
import { useGetMeQuery } from '../user-api.ts';

const capitalize = (text: string) => (text ? text[0].toUpperCase() + text.slice(1) : text);

/** '/user/profile': the account details, read-only, laid out like the sign-up form (spec §2). */
export function ProfilePage() {
  const { data: me } = useGetMeQuery();
  const navigate = useNavigate();
  if (!me) {
    return (
      <main id="main" className="page">
        <Loading />
      </main>
    );
  }
  const details = [
    { label: 'First name', value: me.firstName },
    { label: 'Last name', value: me.lastName },
    { label: 'Username', value: me.username },
    { label: 'Phone', value: formatPhone(me.phoneNum) },
    { label: 'Email', value: me.email },
    { label: 'Gender', value: capitalize(me.gender) },
  ];
  return (
    <main id="main" className="page profile-page">
      <div className="page-header">
        <div className="profile-title">
          <span className="avatar" aria-hidden="true">
            {(me.firstName[0] ?? '') + (me.lastName[0] ?? '')}
          </span>
          <div>
            <h1>
              {me.firstName} {me.lastName}
            </h1>
            <p className="muted">
              @{me.username}
              {me.isAdmin && <span className="badge badge-success">Admin</span>}
            </p>
          </div>
        </div>
        <button type="button" className="btn btn-primary" onClick={() => navigate(paths.profileEdit)}>
          Edit
        </button>
      </div>
      <section className="card" aria-labelledby="profile-details">
        <h2 id="profile-details">Your details</h2>
        <dl className="details-grid">
          {details.map((item) => (
            <div key={item.label} className="detail">
              <dt>{item.label}</dt>
              <dd>{item.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <DownloadMyData />
    </main>
  );
}
