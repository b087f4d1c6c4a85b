import { flagOf, type AccentFlag as Flag } from '../lib/voice-pictures';

const BLUE = '#012169';
const RED = '#c8102e';

/** The union flag in a box of its own (a nested svg clips the diagonals at the edges). */
const Union = ({ width, height }: { width: number; height: number }) => (
  <svg width={width} height={height} viewBox="0 0 60 40" preserveAspectRatio="none">
    <rect width="60" height="40" fill={BLUE} />
    <path d="M0 0L60 40M60 0L0 40" stroke="#fff" strokeWidth="8" />
    <path d="M0 0L60 40M60 0L0 40" stroke={RED} strokeWidth="3" />
    <path d="M30 0v40M0 20h60" stroke="#fff" strokeWidth="12" />
    <path d="M30 0v40M0 20h60" stroke={RED} strokeWidth="7" />
  </svg>
);

const American = () => (
  <g>
    <rect width="30" height="20" fill="#fff" />
    {[0, 2, 4, 6, 8, 10, 12].map((row) => (
      <rect key={row} y={(row * 20) / 13} width="30" height={20 / 13} fill="#b22234" />
    ))}
    <rect width="13" height={(7 * 20) / 13} fill="#3c3b6e" />
    {[2, 5, 8, 11].flatMap((x) =>
      [2.2, 5.2, 8.2].map((y) => <circle key={`${x}-${y}`} cx={x} cy={y} r="0.7" fill="#fff" />),
    )}
  </g>
);

const Australian = () => (
  <g>
    <rect width="30" height="20" fill={BLUE} />
    <Union width={15} height={10} />
    {[
      [7.5, 15, 1.6],
      [22.5, 4, 0.9],
      [19, 9, 0.9],
      [26, 8, 0.9],
      [22.5, 16, 0.9],
      [24, 11.5, 0.5],
    ].map(([cx, cy, r]) => (
      <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={r} fill="#fff" />
    ))}
  </g>
);

const Swedish = () => (
  <g>
    <rect width="30" height="20" fill="#006aa7" />
    <path d="M11 0v20M0 10h30" stroke="#fecc00" strokeWidth="4" />
  </g>
);

/** Any other accent: a neutral flag with a globe. */
const Default = () => (
  <g>
    <rect width="30" height="20" fill="#e2e8f0" />
    <g fill="none" stroke="#475569" strokeWidth="1">
      <circle cx="15" cy="10" r="6.5" />
      <ellipse cx="15" cy="10" rx="3" ry="6.5" />
      <path d="M8.5 10h13M9.5 6.5h11M9.5 13.5h11" />
    </g>
  </g>
);

const FLAGS: Record<Flag, () => React.JSX.Element> = {
  american: American,
  australian: Australian,
  british: () => <Union width={30} height={20} />,
  swedish: Swedish,
  default: Default,
};

/** Accent flag, drawn here (no image files). Decorative: the accent is in the text. */
export const AccentFlag = ({ accent }: { accent: string }) => {
  const flag = flagOf(accent);
  const Drawing = FLAGS[flag];
  return (
    <svg
      className="cms-accent-flag"
      data-flag={flag}
      viewBox="0 0 30 20"
      width="24"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      <Drawing />
    </svg>
  );
};
