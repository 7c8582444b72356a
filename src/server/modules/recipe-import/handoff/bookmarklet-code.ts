/**
 * The bookmarklet, as the browser runs it: one function called with the app's origin. Plain ES5 in a
 * string, not a compiled function's toString(), so no build step can add helpers or rename what it uses.
 * It loads nothing into the visited page (no script, style or request of its own there): it reads the
 * page, opens the app's window and hands the page over with postMessage once that window says "ready";
 * when the window handle is cut (a page with Cross-Origin-Opener-Policy), it POSTs a form to the
 * hand-over instead, into a new tab, or into this tab when window.open has used up the click's user
 * activation and a second popup would be blocked (docs/decisions/bring-in-bookmarklet.md). No `//`
 * comments inside: its lines are joined.
 */
const SOURCE = `function (app) {
  var html = document.documentElement.outerHTML;
  var url = location.href;
  var win = window.open(app + '/admin/addrecipe?from=bookmarklet', '_blank');
  var sent = false;
  var ticks = 0;
  function handOver() {
    var form = document.createElement('form');
    form.method = 'post';
    form.action = app + '/api/recipes/import/handoff';
    form.target = navigator.userActivation && !navigator.userActivation.isActive ? '_self' : '_blank';
    form.acceptCharset = 'utf-8';
    form.hidden = true;
    [['html', html], ['url', url]].forEach(function (field) {
      var input = document.createElement('textarea');
      input.name = field[0];
      input.value = field[1];
      form.appendChild(input);
    });
    (document.body || document.documentElement).appendChild(form);
    form.submit();
    form.parentNode.removeChild(form);
  }
  function stop() {
    sent = true;
    clearInterval(timer);
    window.removeEventListener('message', onMessage);
  }
  function onMessage(event) {
    var data = event.data;
    if (sent || event.source !== win || event.origin !== app || !data || data.type !== 'hello-kitchen:ready') return;
    stop();
    win.postMessage({ type: 'hello-kitchen:page', html: html, url: url }, app);
  }
  window.addEventListener('message', onMessage);
  var timer = setInterval(function () {
    ticks += 1;
    if (!win || win.closed) {
      stop();
      if (ticks <= 40) handOver();
    } else if (ticks > 1200) {
      stop();
    }
  }, 250);
}`;

/**
 * The `javascript:` address of the bookmarklet for the app at `origin` (e.g. `https://kitchen.example.com`):
 * the function above with its lines joined, called with the origin.
 */
export function bookmarkletCode(origin: string): string {
  const minified = SOURCE.split('\n')
    .map((line) => line.trim())
    .join('');
  return `javascript:${encodeURIComponent(`(${minified})(${JSON.stringify(origin)});void 0`)}`;
}
