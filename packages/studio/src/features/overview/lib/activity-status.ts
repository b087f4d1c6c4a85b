import type { ActivityStatus } from '@castmyscript/api/contract';

export type StatusLook = { label: string; tone: 'success' | 'info' | 'danger'; icon: string };

const LOOKS: Record<ActivityStatus, StatusLook> = {
  completed: { label: 'Completed', tone: 'success', icon: 'pi-check-circle' },
  processing: { label: 'Processing', tone: 'info', icon: 'pi-clock' },
  failed: { label: 'Failed', tone: 'danger', icon: 'pi-times-circle' },
};

/** Completed, processing, and anything else shown as failed. */
export const activityStatusLook = (status: string): StatusLook =>
  status === 'completed' || status === 'processing' ? LOOKS[status] : LOOKS.failed;
