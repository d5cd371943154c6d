/** '4.7 (12 reviews)', '5.0 (1 review)', or 'No reviews yet'. */
export function ratingSummary(average: number | null, count: number): string {
  if (!count || typeof average !== 'number') return 'No reviews yet';
  return `${average.toFixed(1)} (${count} ${count === 1 ? 'review' : 'reviews'})`;
}
