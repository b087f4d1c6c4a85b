/** m:ss, or h:mm:ss for a feature. */
export function clock(seconds: number): string {
  const total = Math.round(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** Pages as scripts count them: whole pages and eighths ("1 3/8 pp."). */
export function pagesLabel(pages: number): string {
  const eighths = Math.round(pages * 8);
  const whole = Math.floor(eighths / 8);
  const rest = eighths % 8;
  const fraction = rest === 0 ? '' : `${rest}/8`;
  const text = [whole > 0 ? String(whole) : '', fraction].filter(Boolean).join(' ') || '0';
  return `${text} ${eighths === 8 ? 'p.' : 'pp.'}`;
}
