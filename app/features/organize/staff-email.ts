/** Whether `email` is on the platform's staff domain (docs/product.md §6: the 'makesense' mark of the cover). */
export function isStaffEmail(email: string, staffDomain: string): boolean {
  return staffDomain !== "" && email.trim().toLowerCase().endsWith(`@${staffDomain.toLowerCase()}`);
}
