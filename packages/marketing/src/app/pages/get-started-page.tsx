import { GetStartedButton } from '../../features/get-started/components/get-started-button';
import { StartSteps } from '../../features/get-started/components/start-steps';
import { PageMeta } from '../../shared/components/page-meta';
import { SiteLayout } from '../site-layout';

/** `/get-started`: Script Voice Generator, four steps and Get Started. */
export const GetStartedPage = () => (
  <SiteLayout>
    <PageMeta
      path="/get-started"
      title="Script Voice Generator — CastMyScript"
      description="Turn your script into a voiced table read in four steps: upload, parse, choose voices and listen."
    />
    <div className="mkt-page-hero">
      <div className="mkt-container">
        <p className="mkt-eyebrow">Start a new table read</p>
        <h1>Script Voice Generator</h1>
        <p>Four steps from a script on your drive to every character speaking their lines.</p>
      </div>
    </div>
    <section className="mkt-section" aria-label="Steps">
      <div className="mkt-container mkt-stack">
        <StartSteps />
        <div className="mkt-center">
          <GetStartedButton />
        </div>
      </div>
    </section>
  </SiteLayout>
);
