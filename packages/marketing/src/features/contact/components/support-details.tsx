import { SUPPORT } from '../../../shared/site';
import './support-details.css';

/** The static support details of the contact page. */
export const SupportDetails = () => (
  <aside className="mkt-support" aria-labelledby="support-title">
    <h2 id="support-title">Talk to a human</h2>
    <p className="mkt-support__promise">
      <span className="pi pi-clock" aria-hidden="true" /> {SUPPORT.replyWithin}
    </p>
    <dl>
      <div>
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a>
        </dd>
      </div>
      <div>
        <dt>Phone</dt>
        <dd>
          <a href={SUPPORT.phoneHref}>{SUPPORT.phone}</a>
        </dd>
      </div>
      <div>
        <dt>Social</dt>
        <dd>{SUPPORT.social}</dd>
      </div>
      <div>
        <dt>Hours</dt>
        <dd>{SUPPORT.hours}</dd>
      </div>
    </dl>
  </aside>
);
