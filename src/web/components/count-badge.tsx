/** A count beside a link's label (unread messages, new bookings), capped at 99+; nothing when zero. The link's own label says the count aloud. */
export function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="count-badge" aria-hidden="true">
      {count > 99 ? '99+' : count}
    </span>
  );
}
