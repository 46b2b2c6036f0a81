/** A step URL of the login pages: the parent renders the flow, the URL only tells which step shows. */
export default function LoginStep() {
  return null;
}
