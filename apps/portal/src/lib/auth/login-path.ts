/** `/login` in any case, with or without a trailing slash (the router ignores case too). */
export function isLoginPath(pathname: string): boolean {
  return /^\/login\/?$/i.test(pathname)
}

/** docs/product.md §6: `?company` (unless `company=false`) steers the provider to its company sign-in. */
export function isCompanyLogin(search: string): boolean {
  const params = new URLSearchParams(search)
  return params.has('company') && params.get('company') !== 'false'
}
