interface ImportMetaEnv {
  /** Address of the separate content site (help center, terms, blog); defaults to /content. */
  readonly VITE_CONTENT_SITE_URL?: string;
}
