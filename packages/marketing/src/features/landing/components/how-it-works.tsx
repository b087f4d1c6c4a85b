import './how-it-works.css';

const STEPS = [
  {
    icon: 'pi-upload',
    title: 'Upload your script',
    text: 'Drop in a PDF, DOCX, TXT, Final Draft FDX or Fountain file, up to 10 MB.',
  },
  {
    icon: 'pi-users',
    title: 'Parse and assign voices',
    text: 'We split the script into lines and characters. Check the parse, then pick a voice for each role.',
  },
  {
    icon: 'pi-headphones',
    title: 'Listen to the table read',
    text: 'Play it line by line or straight through at up to 2x, and download the full read on paid plans.',
  },
];

/** The three-step how-it-works (upload, parse and assign voices, listen). */
export const HowItWorks = () => (
  <section className="mkt-section" aria-labelledby="how-title">
    <div className="mkt-container">
      <div className="mkt-section__head">
        <p className="mkt-eyebrow">How it works</p>
        <h2 id="how-title">From script to table read in three steps</h2>
        <p>No actors to schedule, no room to book. Just your pages, read aloud.</p>
      </div>
      <ol className="mkt-steps">
        {STEPS.map((step, index) => (
          <li key={step.title} className="mkt-steps__item">
            <span className="mkt-steps__number" aria-hidden="true">
              {index + 1}
            </span>
            <span className={`pi ${step.icon} mkt-steps__icon`} aria-hidden="true" />
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </div>
  </section>
);
