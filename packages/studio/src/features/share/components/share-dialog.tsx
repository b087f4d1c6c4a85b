import { SHARE_LIMITS } from '@castmyscript/api/contract';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';

import { Notice } from '../../../shared/components/notice';
import { ShareForm } from '../forms/share-form';
import { useShareLink } from '../hooks/use-share-link';
import { daysLeft, SHARE_TEXTS } from '../lib/share-texts';
import { ShareFeedView } from './share-feed-view';
import { ShareLinkView } from './share-link-view';

import './share.css';

type Props = { documentId: string; visible: boolean; onHide: () => void };

/** Make, show, copy, change and revoke the script's share link;: its feed. */
export const ShareDialog = ({ documentId, visible, onHide }: Props) => {
  const share = useShareLink(documentId, visible);
  const { query } = share;
  const link = query.data ?? null;
  return (
    <Dialog
      header={SHARE_TEXTS.title}
      visible={visible}
      onHide={onHide}
      style={{ width: '34rem' }}
      breakpoints={{ '640px': '100vw' }}
      data-remote="studio"
    >
      <div className="cms-share">
        <p className="cms-share__lead">{SHARE_TEXTS.lead}</p>
        {query.isLoading && <p role="status">{SHARE_TEXTS.loading}</p>}
        {query.isError && !query.isFetching && (
          <div className="cms-studio-error">
            <Notice tone="error">{SHARE_TEXTS.loadFailed}</Notice>
            <Button type="button" label="Try Again" icon="pi pi-refresh" onClick={query.refetch} />
          </div>
        )}
        {query.isSuccess && !link && <p>{SHARE_TEXTS.none}</p>}
        {query.isSuccess && link && (
          <ShareLinkView
            link={link}
            copied={share.copied === 'link'}
            revoking={share.revoking}
            onCopy={() => void share.copy(link.url)}
            onRevoke={() => void share.revokeLink()}
          />
        )}
        {query.isSuccess && link && (
          <ShareFeedView
            feedUrl={link.feed_url}
            copied={share.copied === 'feed'}
            onCopy={() => void share.copy(link.feed_url, 'feed')}
          />
        )}
        {share.problem && <Notice tone="error">{share.problem}</Notice>}
        {query.isSuccess && (
          <ShareForm
            initial={{
              expires_in_days: link ? daysLeft(link.expires_at) : SHARE_LIMITS.expiresDefaultDays,
              allow_download: link?.allow_download ?? false,
            }}
            submitLabel={link ? 'Update link' : 'Create link'}
            saving={share.saving}
            onSubmit={share.save}
          />
        )}
      </div>
    </Dialog>
  );
};
