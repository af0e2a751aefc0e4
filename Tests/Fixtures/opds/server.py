#!/usr/bin/env python3
"""A small OPDS server on loopback for the catalogue tests, and the ways a server goes wrong.

    server.py PORT_FILE

Binds 127.0.0.1 on a free port, writes the port to PORT_FILE, and serves until killed:
  /opds            an Atom catalogue page: a section, two books (relative links, HTML and
                   XHTML summaries, buying and sample links to leave out), the next page, and
                   an OpenSearch description
  /opds/page2      the next page
  /search.xml      the OpenSearch description; /find?q=… the search results (one book per word)
  /opds2           the same catalogue as OPDS 2.0 JSON (navigation, publications, groups)
  /books/NAME      a sample book of the package (books/NAME), else made-up bytes;  /auth/opds  needs basic auth (reader / s3cret)
  /slow            sends half a page, then nothing;  /error  answers 500
  /to-file         redirects to file:///etc/passwd;  /big  an endless page
  /laughs          a billion-laughs entity bomb;  /broken  a truncated feed
"""
import base64, os, sys, time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import urlparse, parse_qs, unquote

ATOM = """<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/terms/">
  <title>Loopback Library</title>
  <link rel="next" href="opds/page2" type="application/atom+xml;profile=opds-catalog"/>
  <link rel="search" href="/search.xml" type="application/opensearchdescription+xml"/>
  <entry>
    <title>Sea stories</title><id>sea</id>
    <content type="text">Books about the sea</content>
    <link rel="subsection" href="/opds/page2" type="application/atom+xml;profile=opds-catalog;kind=acquisition"/>
  </entry>
  <entry>
    <title>The Lighthouse Keeper</title><id>urn:book:1</id>
    <author><name>Maren Holt</name></author><author><name>Tobias Wren</name></author>
    <summary type="html">&lt;p&gt;A keeper &lt;b&gt;alone&lt;/b&gt; on a rock.&lt;/p&gt;&lt;p&gt;Second paragraph.&lt;/p&gt;</summary>
    <link rel="http://opds-spec.org/acquisition/buy" href="/shop/1" type="text/html"/>
    <link rel="http://opds-spec.org/acquisition/sample" href="/sample/1.epub" type="application/epub+zip"/>
    <link rel="http://opds-spec.org/acquisition" href="books/keeper.pdf" type="application/pdf"/>
    <link rel="http://opds-spec.org/acquisition" href="books/keeper.epub" type="application/epub+zip"/>
    <link rel="http://opds-spec.org/image" href="/covers/1.jpg" type="image/jpeg"/>
    <link rel="http://opds-spec.org/image/thumbnail" href="/covers/1-small.jpg" type="image/jpeg"/>
  </entry>
  <entry>
    <title>灯塔</title><id>urn:book:2</id>
    <author><name>林海</name></author>
    <content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><p>守塔人</p><p>第二段</p></div></content>
    <link rel="http://opds-spec.org/acquisition/open-access" href="http://127.0.0.1:PORT/books/deng-ta.txt" type="text/plain; charset=utf-8"/>
  </entry>
</feed>
"""

PAGE2 = """<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>Page two</title>
<entry><title>Moby-Dick</title><id>urn:book:3</id><author><name>Herman Melville</name></author>
<link rel="http://opds-spec.org/acquisition" href="/books/moby.epub" type="application/epub+zip"/></entry></feed>"""

SEARCH = """<?xml version="1.0"?><OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">
<Url type="text/html" template="/html-search?q={searchTerms}"/>
<Url type="application/atom+xml" template="/find?q={searchTerms}&amp;page={startPage?}"/></OpenSearchDescription>"""

OPDS2 = """{"metadata": {"title": "Loopback JSON"},
 "links": [{"rel": "self", "href": "/opds2"}, {"rel": "search", "href": "/find{?query}", "templated": true, "type": "application/opds+json"}],
 "navigation": [{"href": "/opds2/new", "title": "New books", "type": "application/opds+json", "rel": "current"}],
 "publications": [{"metadata": {"title": "Moby-Dick", "author": [{"name": "Herman Melville"}], "identifier": "urn:book:3", "description": "<p>A whale.</p>"},
   "links": [{"rel": "http://opds-spec.org/acquisition", "href": "books/moby.epub", "type": "application/epub+zip"}],
   "images": [{"href": "/covers/3.jpg", "type": "image/jpeg"}]}],
 "groups": [{"metadata": {"title": "Featured"}, "publications": [{"metadata": {"title": "Persuasion\\u001b]0;owned\\u0007", "author": "Jane Austen"},
   "links": [{"rel": ["http://opds-spec.org/acquisition/open-access"], "href": "/books/persuasion.txt", "type": "text/plain"}]}]}]}"""

LAUGHS = """<?xml version="1.0"?><!DOCTYPE feed [<!ENTITY a "aaaaaaaaaa">""" + "".join(
    f'<!ENTITY {chr(98 + i)} "{("&" + chr(97 + i) + ";") * 10}">' for i in range(9)) + """]>
<feed xmlns="http://www.w3.org/2005/Atom"><title>&j;</title></feed>"""


BOOKS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "books")


class Handler(BaseHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def send(self, body, kind="application/atom+xml;profile=opds-catalog", status=200):
        data = body.encode() if isinstance(body, str) else body
        self.send_response(status)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self):
        url = urlparse(self.path)
        path = url.path
        port = str(self.server.server_address[1])
        if path == "/opds":
            self.send(ATOM.replace("PORT", port))
        elif path == "/auth/opds":
            expected = "Basic " + base64.b64encode(b"reader:s3cret").decode()
            if self.headers.get("Authorization") != expected:
                self.send_response(401)
                self.send_header("WWW-Authenticate", 'Basic realm="opds"')
                self.send_header("Content-Length", "0")
                self.end_headers()
            else:
                self.send(PAGE2)
        elif path == "/opds/page2":
            self.send(PAGE2)
        elif path == "/search.xml":
            self.send(SEARCH, "application/opensearchdescription+xml")
        elif path == "/find":
            words = parse_qs(url.query).get("q", parse_qs(url.query).get("query", [""]))[0]
            entries = "".join(f'<entry><title>Found {w}</title><id>{w}</id><link rel="http://opds-spec.org/acquisition" '
                              f'href="/books/{w}.epub" type="application/epub+zip"/></entry>' for w in words.split())
            self.send(f'<feed xmlns="http://www.w3.org/2005/Atom"><title>Search</title>{entries}</feed>')
        elif path == "/opds2":
            self.send(OPDS2, "application/opds+json")
        elif path.startswith("/books/"):
            # The sample books of the package are served as they are; any other name is made up.
            name = unquote(path[len("/books/"):])
            sample = os.path.join(BOOKS, os.path.basename(name))
            if os.path.isfile(sample):
                with open(sample, "rb") as f:
                    self.send(f.read(), "application/octet-stream")
            else:
                self.send(("BOOK " + name + "\n").encode() * 100, "application/octet-stream")
        elif path == "/slow":
            self.send_response(200)
            self.send_header("Content-Type", "application/atom+xml")
            self.send_header("Content-Length", "10000")
            self.end_headers()
            self.wfile.write(b'<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>')
            self.wfile.flush()
            time.sleep(30)
        elif path == "/error":
            self.send("<html>oops</html>", "text/html", status=500)
        elif path == "/to-file":
            self.send_response(302)
            self.send_header("Location", "file:///etc/passwd")
            self.send_header("Content-Length", "0")
            self.end_headers()
        elif path == "/big":
            self.send_response(200)
            self.send_header("Content-Type", "application/atom+xml")
            self.end_headers()
            try:
                chunk = b"<!-- " + b"x" * 65536 + b" -->"
                while True:
                    self.wfile.write(chunk)
            except (BrokenPipeError, ConnectionResetError):
                pass
        elif path == "/laughs":
            self.send(LAUGHS)
        elif path == "/broken":
            self.send(ATOM[: len(ATOM) // 2])
        else:
            self.send("not here", "text/plain", status=404)


server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
server.daemon_threads = True
with open(sys.argv[1] + ".tmp", "w") as f:
    f.write(str(server.server_address[1]))
os.rename(sys.argv[1] + ".tmp", sys.argv[1])
server.serve_forever()
