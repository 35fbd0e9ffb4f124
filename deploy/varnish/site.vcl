# Varnish 7 in front of the site: one shared copy of every public page, file and content answer.
# Written by `npm run build:vcl` from src/lib/cache-rules.ts, the rules the server's page cache
# applies too; change them there, not here.
#
# What the site varies on (decision 032): a page whose path fixes its language (/about, /uber-uns,
# /destinations/…, any URL with ?language=) answers `Vary: Accept-Encoding` only; a shared path
# (/, /faq, /blog, …) without ?language= answers in the language of the `lang` cookie, else of
# Accept-Language, and varies on both. No page reads any other cookie: the consent banner is
# decided in the browser. So this configuration
#   - passes what is not for everyone: every method but GET and HEAD, the staff area and signed-in
#     staff, the consent and language routes (they read or write cookies);
#   - reduces the language of a request to "en" or "de" the way the site resolves it, and drops every
#     cookie, so a shared path has two copies at most and other pages one;
#   - drops campaign and click tags from the URL (the site ignores them too; a tag spelt with
#     percent-escapes reaches the site, which answers it `private`, so it is never kept);
#   - gives every request an id of its own (X-Request-Id), whatever the client sent;
#   - keeps only answers the site marks `public`, for their `s-maxage` (or `max-age`), and serves
#     them stale for their `stale-while-revalidate` while it fetches a fresh copy; private pages
#     (a form with its own key, a request page, a newsletter link) are never kept.
#
# Set the backend below to the site's address. Behind this cache the site sees Varnish as its
# client: start it with TRUST_PROXY=true (Varnish adds X-Forwarded-For), so rate limits count
# visitors, and let the TLS proxy in front of Varnish set X-Forwarded-Proto (overwriting a client's).
vcl 4.1;

backend site {
    .host = "127.0.0.1";
    .port = "3000";
    .probe = {
        .url = "/readyz";
        .interval = 5s;
        .timeout = 2s;
        .window = 5;
        .threshold = 3;
        .initial = 3;
    }
}

sub vcl_recv {
    # Every request's id is this cache's own (the site logs it and trusts it behind TRUST_PROXY): a
    # client cannot choose the id its request is logged under.
    set req.http.X-Request-Id = "varnish-" + req.xid;

    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    if (req.http.Authorization) {
        return (pass);
    }
    # Signed-in staff see every page as it is now.
    if (req.http.Cookie ~ "(^|;\s*)(__Host-)?(arc_admin)=") {
        return (pass);
    }
    # The staff area; the consent and language routes (and the no-JavaScript consent stylesheet).
    if (req.url ~ "^/(admin|consent|language)([/?.]|$)") {
        return (pass);
    }

    # Campaign and click tags: no page reads them. Only the query is rewritten, never the path.
    if (req.url ~ "(?i)\?(.*&)?(utm_[^=&]*|gclid|gbraid|wbraid|dclid|fbclid|msclkid|mc_cid|mc_eid|_ga|_gl)(=|&|$)") {
        set req.http.X-Query = regsub(req.url, "^[^?]*\?", "&");
        set req.http.X-Query = regsuball(req.http.X-Query, "(?i)&(utm_[^=&]*|gclid|gbraid|wbraid|dclid|fbclid|msclkid|mc_cid|mc_eid|_ga|_gl)(=[^&]*)?(?=&|$)", "");
        set req.http.X-Query = regsuball(req.http.X-Query, "&&+", "&");
        set req.url = regsub(req.url, "\?.*$", "") + regsub(regsub(req.http.X-Query, "&$", ""), "^&", "?");
        unset req.http.X-Query;
    }

    # Headers a client could send to pass for the proxy in front: only that proxy may set them.
    unset req.http.X-Forwarded-Host;
    unset req.http.Forwarded;

    # The language, as the site resolves it after the path and ?language=: the first `lang` cookie
    # when it names a language of the site, else an Accept-Language that starts with "de", else "en".
    unset req.http.X-Lang;
    if (req.http.Cookie ~ "(^|;\s*)lang=") {
        set req.http.X-Lang = regsub(req.http.Cookie, "^(.*?;\s*)??lang=([^;]*).*$", "\2");
    }
    if (req.http.X-Lang ~ "^(en|de)$") {
        set req.http.Accept-Language = req.http.X-Lang;
    } elsif (req.http.Accept-Language ~ "(?i)^\s*de") {
        set req.http.Accept-Language = "de";
    } else {
        set req.http.Accept-Language = "en";
    }
    unset req.http.X-Lang;
    unset req.http.Cookie;
    return (hash);
}

# One site: its pages do not depend on the Host header (every absolute address comes from
# SITE_URL), so the key is the URL, and the scheme the TLS proxy in front reports (the security
# headers differ), never a Host a client chose.
sub vcl_hash {
    hash_data(req.url);
    hash_data(req.http.X-Forwarded-Proto);
    return (lookup);
}

sub vcl_backend_response {
    # Only what the site marks public is kept; the rest is fetched anew for every request.
    if (beresp.http.Cache-Control !~ "(?i)(^|,)\s*public\s*(,|$)") {
        set beresp.uncacheable = true;
        set beresp.ttl = 120s;
        return (deliver);
    }
    # Otherwise Varnish's own rules: TTL from s-maxage or max-age, grace from
    # stale-while-revalidate, nothing kept that sets a cookie or says private or no-store.
}

sub vcl_deliver {
    # A kept page carries the id of the request that fetched it: each visitor gets their own.
    set resp.http.X-Request-Id = req.http.X-Request-Id;
    # Whether the answer came from the cache, for operators and the site's edge test.
    if (obj.hits > 0) {
        set resp.http.X-Cache = "hit";
    } else {
        set resp.http.X-Cache = "miss";
    }
}
