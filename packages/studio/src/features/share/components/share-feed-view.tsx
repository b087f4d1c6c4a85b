import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';

import { SHARE_TEXTS } from '../lib/share-texts';
import { FeedQrCode } from './feed-qr-code';

type Props = { feedUrl: string; copied: boolean; onCopy: () => void };

/** The link's private podcast feed, to paste into any podcast app or scan on a phone. */
export const ShareFeedView = ({ feedUrl, copied, onCopy }: Props) => (
  <div className="cms-share-link">
    <label htmlFor="share-feed-url">Podcast feed</label>
    <div className="cms-share-link__row">
      <InputText
        id="share-feed-url"
        value={feedUrl}
        readOnly
        aria-describedby="share-feed-hint"
        onFocus={(event) => event.target.select()}
      />
      <Button
        type="button"
        label="Copy"
        aria-label="Copy feed address"
        icon="pi pi-copy"
        outlined
        onClick={onCopy}
      />
    </div>
    <p id="share-feed-hint" className="cms-share-link__meta">
      {SHARE_TEXTS.feedHint}
    </p>
    <FeedQrCode url={feedUrl} />
    <p className="cms-share-link__meta">{SHARE_TEXTS.feedQr}</p>
    {copied && (
      <p className="cms-share-link__copied" role="status">
        {SHARE_TEXTS.feedCopied}
      </p>
    )}
  </div>
);
