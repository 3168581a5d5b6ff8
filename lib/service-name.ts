/** The product's name as people see it: the page titles, the authenticator app's entry, the passkey prompt. */
export const SERVICE_NAME = "Voice Assistant Service";
