import { SupportDetails } from '../../features/contact/components/support-details';
import { ContactForm } from '../../features/contact/forms/contact-form';
import { PageMeta } from '../../shared/components/page-meta';
import { SiteLayout } from '../site-layout';

/** `/contact`: the contact form beside the static support details. */
export const ContactPage = () => (
  <SiteLayout>
    <PageMeta
      path="/contact"
      title="Contact us — CastMyScript"
      description="Questions about CastMyScript, your plan or a script? Send us a message: we reply within 24 hours, Monday to Friday."
    />
    <div className="mkt-page-hero">
      <div className="mkt-container">
        <p className="mkt-eyebrow">Contact</p>
        <h1>We’d love to hear from you</h1>
        <p>
          Questions about a script, your plan or a partnership? Send a message and a person will
          answer.
        </p>
      </div>
    </div>
    <section className="mkt-section" aria-label="Contact form and support details">
      <div className="mkt-container mkt-two-columns">
        <div className="mkt-card">
          <h2 className="mkt-card__title">Send us a message</h2>
          <ContactForm />
        </div>
        <SupportDetails />
      </div>
    </section>
  </SiteLayout>
);
