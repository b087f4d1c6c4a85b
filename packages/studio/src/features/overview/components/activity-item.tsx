import type { Activity } from '../api/activities-api';
import { activityStatusLook } from '../lib/activity-status';
import { activityWhen } from '../lib/activity-when';

type Props = { activity: Activity; now: number };

/** One line of Recent Activity: what happened, about what, its status and when. */
export const ActivityItem = ({ activity, now }: Props) => {
  const look = activityStatusLook(activity.status);
  const when = activityWhen(activity.timestamp, now);
  return (
    <li className="cms-activity">
      <i className={`pi ${look.icon} cms-activity__icon is-${look.tone}`} aria-hidden="true" />
      <div className="cms-activity__body">
        <p className="cms-activity__action">{activity.action}</p>
        <p className="cms-activity__description">{activity.description}</p>
      </div>
      <div className="cms-activity__meta">
        <span className={`cms-activity__status is-${look.tone}`}>{look.label}</span>
        {when.iso && (
          <time dateTime={when.iso} title={when.exact}>
            {when.relative}
          </time>
        )}
      </div>
    </li>
  );
};
