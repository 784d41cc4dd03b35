// What a page view tells Analytics: the screen, by its path. Never the query (a search term, an
// email link's one-time code) nor the fragment, and no account id (/users/{id}).
export interface PageView {
  page_path: string;
  page_location: string;
  page_title: string;
}

export function pageViewOf(pathname: string, title: string, origin: string): PageView {
  const path = pathname.replace(/^\/users\/[^/]+/, '/users/{id}');
  return { page_path: path, page_location: `${origin}${path}`, page_title: title };
}
