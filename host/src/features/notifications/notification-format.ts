/** "Nov 27, 10:42 AM": when a notification happened, in the parent's time zone. */
export function notificationTime(isoDateTime: string): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(isoDateTime));
}
