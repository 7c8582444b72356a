import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from 'react-router';
import { formatPhone } from '#domain/format.ts';
import { paths } from '../../../app/paths.ts';
import { Loading } from '../../../components/loading.tsx';
import { CookLogSection } from '../../recipes/index.ts';
import { SharedLinks } from '../../shares/index.ts';
import { DownloadMyData } from '../components/download-my-data.tsx';
import { GENDER_LABELS } from '../gender-labels.ts';
import { useGetMeQuery } from '../user-api.ts';

/** '/user/profile': the account details, read-only, laid out like the sign-up form (spec §2). */
export function ProfilePage() {
  const { t } = useLingui();
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
    { key: 'firstName', label: t`First name`, value: me.firstName },
    { key: 'lastName', label: t`Last name`, value: me.lastName },
    { key: 'username', label: t`Username`, value: me.username },
    { key: 'phone', label: t`Phone`, value: formatPhone(me.phoneNum) },
    { key: 'email', label: t`Email`, value: me.email },
    { key: 'gender', label: t`Gender`, value: t(GENDER_LABELS[me.gender]) },
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
              {me.isAdmin && (
                <span className="badge badge-success">
                  <Trans>Admin</Trans>
                </span>
              )}
            </p>
          </div>
        </div>
        <button type="button" className="btn btn-primary" onClick={() => navigate(paths.profileEdit)}>
          <Trans>Edit</Trans>
        </button>
      </div>
      <section className="card" aria-labelledby="profile-details">
        <h2 id="profile-details">
          <Trans>Your details</Trans>
        </h2>
        <dl className="details-grid">
          {details.map((item) => (
            <div key={item.key} className="detail">
              <dt>{item.label}</dt>
              <dd>{item.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="card" aria-labelledby="profile-notifications">
        <h2 id="profile-notifications">
          <Trans>Notifications</Trans>
        </h2>
        <p>
          <Link to={paths.notifications}>
            <Trans>Notifications and household webhooks</Trans>
          </Link>
        </p>
        <p className="muted">
          <Trans>Hear about changes to your shopping list on your phone (ntfy or this browser).</Trans>
        </p>
      </section>
      <section className="card" aria-labelledby="profile-prices">
        <h2 id="profile-prices">
          <Trans>Prices</Trans>
        </h2>
        <p>
          <Link to={paths.prices}>
            <Trans>Your household's prices</Trans>
          </Link>
        </p>
        <p className="muted">
          <Trans>What you pay for foods: recipe costs and the shopping list's estimated total come from them.</Trans>
        </p>
      </section>
      <CookLogSection />
      <DownloadMyData />
      <SharedLinks />
    </main>
  );
}
