import { NotifyMeForm } from '../../features/notify-me/forms/notify-me-form';
import { PageMeta } from '../../shared/components/page-meta';
import { SiteLayout } from '../site-layout';

/** `/coming-soon`: where placeholder links lead, with the Notify Me box. */
export const ComingSoonPage = () => (
  <SiteLayout>
    <PageMeta
      path="/coming-soon"
      title="Coming soon — CastMyScript"
      description="This part of CastMyScript is on its way. Leave your email and we will tell you when it is ready."
    />
    <div className="mkt-page-hero mkt-coming-soon">
      <div className="mkt-container">
        <p className="mkt-eyebrow">Coming soon</p>
        <h1>This page is still in rehearsal</h1>
        <p>
          We are writing this part of CastMyScript right now. Leave your email and we will tell you
          the moment it opens — one email, no newsletter.
        </p>
        <NotifyMeForm />
      </div>
    </div>
  </SiteLayout>
);
