import './start-steps.css';

/** The four steps of the start page (Upload, Parse, Voices, Listen). */
export const START_STEPS = [
  {
    name: 'Upload',
    icon: 'pi-upload',
    text: 'Add your script as PDF, DOCX, TXT, Final Draft FDX or Fountain — up to 10 MB.',
  },
  {
    name: 'Parse',
    icon: 'pi-list',
    text: 'We split it into lines and find every character. Check the result and fix anything in a click.',
  },
  {
    name: 'Voices',
    icon: 'pi-users',
    text: 'Choose a voice for each character by gender, age and accent, and preview it first.',
  },
  {
    name: 'Listen',
    icon: 'pi-headphones',
    text: 'Generate the audio, play the table read at your own speed and download it on paid plans.',
  },
] as const;

export const StartSteps = () => (
  <ol className="mkt-start-steps">
    {START_STEPS.map((step, index) => (
      <li key={step.name}>
        <span className={`pi ${step.icon}`} aria-hidden="true" />
        <h2>
          <span className="mkt-start-steps__n">Step {index + 1}</span> {step.name}
        </h2>
        <p>{step.text}</p>
      </li>
    ))}
  </ol>
);
