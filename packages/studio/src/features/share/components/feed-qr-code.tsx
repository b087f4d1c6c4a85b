import { useMemo } from 'react';

import { qrPath } from '../lib/qr-path';

/** The quiet zone the QR standard asks for around the code, in modules. */
const QUIET = 4;

/** The feed address as a QR code, to open it on the phone without typing it. */
export const FeedQrCode = ({ url }: { url: string }) => {
  const { size, d } = useMemo(() => qrPath(url), [url]);
  const full = size + QUIET * 2;
  return (
    <svg
      className="cms-share-qr"
      role="img"
      aria-label="QR code of the feed address, to scan with a phone"
      viewBox={`${-QUIET} ${-QUIET} ${full} ${full}`}
      shapeRendering="crispEdges"
      data-modules={size}
    >
      {/* White behind the code in every theme: scanners need dark on light. */}
      <rect x={-QUIET} y={-QUIET} width={full} height={full} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
};
