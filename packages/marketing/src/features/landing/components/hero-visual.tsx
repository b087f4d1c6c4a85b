const LINES = [
  { who: 'NARRATOR', voice: 'Warm narrator', text: 'EXT. ROOFTOP – DAWN. The city wakes up below them.' },
  { who: 'MAYA', voice: 'Bright, 30s', text: "You said you'd never come back." },
  { who: 'DEV', voice: 'Low, 40s', text: 'I said a lot of things. Most of them were drafts.' },
];

const BARS = [6, 14, 9, 20, 12, 24, 16, 8, 18, 26, 14, 10, 22, 12, 6, 16, 20, 9, 13, 7];

/**
 * A drawn mock of the player (CSS and inline SVG only, no image to download). It shows the player
 * paused on a line, with Play: a pause button would say audio is playing while the page is silent.
 */
export const HeroVisual = () => (
  <div
    className="mkt-hero-visual"
    role="img"
    aria-label="The CastMyScript player: each character's line is read in its own voice"
  >
    <div className="mkt-hero-visual__bar">
      <span />
      <span />
      <span />
      <strong>rooftop_draft3.fdx</strong>
    </div>
    <ol className="mkt-hero-visual__lines">
      {LINES.map((line, index) => (
        <li key={line.who} className={index === 1 ? 'is-current' : undefined}>
          <span className="mkt-hero-visual__who">
            {line.who} <em>{line.voice}</em>
          </span>
          <span className="mkt-hero-visual__text">{line.text}</span>
        </li>
      ))}
    </ol>
    <div className="mkt-hero-visual__player">
      <span className="mkt-hero-visual__play pi pi-play" />
      <svg viewBox="0 0 200 32" preserveAspectRatio="none" focusable="false">
        {BARS.map((height, i) => (
          <rect key={i} x={i * 10 + 2} y={16 - height / 2} width="5" height={height} rx="2.5" />
        ))}
      </svg>
      <span className="mkt-hero-visual__speed">1.5x</span>
    </div>
  </div>
);
