/** How many characters have a voice and how many still wait for one. */
export const CastCounters = ({ assigned, pending }: { assigned: number; pending: number }) => (
  <dl className="cms-cast-counters" aria-label="Casting progress">
    <div className="is-assigned">
      <dt>Assigned</dt>
      <dd>{assigned}</dd>
    </div>
    <div className="is-pending">
      <dt>Pending</dt>
      <dd>{pending}</dd>
    </div>
  </dl>
);
