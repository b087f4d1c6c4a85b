import type { ShareLinkData } from '@castmyscript/api/contract';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';

import { expiresLabel, SHARE_TEXTS } from '../lib/share-texts';

type Props = {
  link: ShareLinkData;
  copied: boolean;
  revoking: boolean;
  onCopy: () => void;
  onRevoke: () => void;
};

/** The live link: its address to copy, when it expires, whether it downloads, and Revoke. */
export const ShareLinkView = ({ link, copied, revoking, onCopy, onRevoke }: Props) => (
  <div className="cms-share-link">
    <label htmlFor="share-url">Share link</label>
    <div className="cms-share-link__row">
      <InputText
        id="share-url"
        value={link.url}
        readOnly
        onFocus={(event) => event.target.select()}
      />
      <Button type="button" label="Copy" icon="pi pi-copy" outlined onClick={onCopy} />
    </div>
    <p className="cms-share-link__meta">
      {expiresLabel(link.expires_at)} ·{' '}
      {link.allow_download ? 'Download allowed' : 'Listening only, no download'}
    </p>
    {copied && (
      <p className="cms-share-link__copied" role="status">
        {SHARE_TEXTS.copied}
      </p>
    )}
    <Button
      type="button"
      label="Revoke"
      icon="pi pi-ban"
      severity="danger"
      outlined
      loading={revoking}
      onClick={onRevoke}
    />
  </div>
);
