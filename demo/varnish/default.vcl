# Varnish composing the demo's storefront page from server-rendered fragments with ESI, keeping each fragment in
# its cache (docs/guides/fragments.md, "Varnish ESI"). test/e2e/varnish-esi.e2e.ts fills in the {{…}} places (the
# shop's and the fragment service's host and port) and starts Debian's varnishd with it; the shop is the demo
# server, which serves the pages of demo/varnish/pages/ under /esi/.
vcl 4.1;

import purge;

# The shop: its pages, the bundle and the services the widgets call.
backend shop {
  .host = "{{SHOP_HOST}}";
  .port = "{{SHOP_PORT}}";
}

# The fragment service (/fragments/{tag}?…). A fragment that takes longer than two seconds counts as failed.
backend fragments {
  .host = "{{FRAGMENTS_HOST}}";
  .port = "{{FRAGMENTS_PORT}}";
  .connect_timeout = 1s;
  .first_byte_timeout = 2s;
  .between_bytes_timeout = 2s;
}

# Who may mark a fragment stale (PURGE /fragments/…), e.g. the CMS after a content change.
acl purgers {
  "127.0.0.1";
  "::1";
}

sub vcl_recv {
  if (req.method == "PURGE") {
    if (client.ip !~ purgers) {
      return (synth(405, "Not allowed"));
    }
    return (hash);
  }
  if (req.url ~ "^/fragments/" && (req.method == "GET" || req.method == "HEAD")) {
    set req.backend_hint = fragments;
    # A fragment is the same for every visitor: a cookie or a login must not keep it out of the cache. The key
    # is the whole address with its query (the built-in vcl_hash: URL and Host).
    unset req.http.Cookie;
    unset req.http.Authorization;
    return (hash);
  }
  set req.backend_hint = shop;
  # The services answer each visitor: never cached, the visitor's Host and cookies go along as they came.
  if (req.url ~ "^/service/") {
    return (pass);
  }
}

sub vcl_hit {
  if (req.method == "PURGE") {
    # Soft: the fragment is stale at once, and served as such until a new one arrives (grace).
    purge.soft(0s);
    return (synth(200, "Purged"));
  }
}

sub vcl_miss {
  if (req.method == "PURGE") {
    purge.soft(0s);
    return (synth(200, "Purged"));
  }
}

sub vcl_backend_fetch {
  # Pages and fragments come uncompressed, so Varnish reads the pages' includes and puts fragments in as they
  # are. The bundle may come compressed.
  if (bereq.url !~ "^/static/") {
    unset bereq.http.Accept-Encoding;
  }
}

sub vcl_backend_response {
  if (bereq.url ~ "^/fragments/") {
    # A failed or refused fragment is not kept; its include gets the bare element (vcl_backend_error).
    if (beresp.status != 200) {
      return (error(503, "No fragment"));
    }
    # Fresh as long as its Cache-Control says (s-maxage), 5 minutes without one; then kept a day longer, served
    # stale while a new one is fetched or while the fragment service fails.
    if (!beresp.http.Cache-Control) {
      set beresp.ttl = 5m;
    }
    set beresp.grace = 24h;
    return (deliver);
  }
  # The shop's pages: their <esi:include> are replaced with the fragments.
  if (beresp.http.Content-Type ~ "^text/html") {
    set beresp.do_esi = true;
  }
}

sub vcl_backend_error {
  # No fragment and none in the cache: the include gets the bare element, which renders itself in the browser.
  # Its attributes are the fragment's query when its values are plain words (letters, digits, hyphens, spaces);
  # otherwise the include stays empty. Nothing else of the address gets into the page.
  if (bereq.url ~ "^/fragments/(shop-footer|country-switcher|newsletter-signup)(\?[a-z-]+(=([A-Za-z0-9-]|%20)*)?(&[a-z-]+(=([A-Za-z0-9-]|%20)*)?)*)?$") {
    set beresp.http.X-Fragment-Tag = regsub(bereq.url, "^/fragments/([a-z-]+).*$", "\1");
    set beresp.http.X-Fragment-Attributes = regsuball(
      regsuball(regsuball(regsub(bereq.url, "^[^?]*\??", ""), "=([A-Za-z0-9%-]*)", {"="\1""}), "&", " "),
      "%20",
      " "
    );
    synthetic(
      "<" + beresp.http.X-Fragment-Tag + " " + beresp.http.X-Fragment-Attributes + "></" +
      beresp.http.X-Fragment-Tag + ">"
    );
    unset beresp.http.X-Fragment-Tag;
    unset beresp.http.X-Fragment-Attributes;
  } else if (bereq.url ~ "^/fragments/") {
    synthetic("");
  } else {
    return (deliver);
  }
  set beresp.status = 200;
  set beresp.http.Content-Type = "text/html; charset=utf-8";
  set beresp.ttl = 0s;
  set beresp.grace = 0s;
  set beresp.uncacheable = true;
  return (deliver);
}

sub vcl_deliver {
  # For debugging: whether the cache answered (STALE: past its freshness, in grace). A page's includes keep
  # theirs to themselves; ask for a fragment directly to see it.
  if (obj.hits > 0 && obj.ttl < 0s) {
    set resp.http.X-Cache = "STALE";
  } else if (obj.hits > 0) {
    set resp.http.X-Cache = "HIT";
  } else {
    set resp.http.X-Cache = "MISS";
  }
}
