/** Full name is last name followed by first name, falling back to the username (spec section 3). */
export function fullName(user: { first_name?: string | null; last_name?: string | null; username: string }): string {
  const name = `${(user.last_name ?? '').trim()}${(user.first_name ?? '').trim()}`;
  return name || user.username;
}
