import { TermsContent } from '../../features/terms/components/terms-content';
import { PageMeta } from '../../shared/components/page-meta';
import { SiteLayout } from '../site-layout';

/** `/terms`: terms of service and privacy. */
export const TermsPage = () => (
  <SiteLayout>
    <PageMeta
      path="/terms"
      title="Terms and privacy — CastMyScript"
      description="What CastMyScript stores, for how long, and what we never do with your scripts: they are encrypted and never used to train AI models."
    />
    <div className="mkt-page-hero">
      <div className="mkt-container">
        <p className="mkt-eyebrow">Legal</p>
        <h1>Terms and privacy</h1>
        <p>Plain words on what we store, how long we keep it and what we never do with your scripts.</p>
      </div>
    </div>
    <TermsContent />
  </SiteLayout>
);
