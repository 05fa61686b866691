package io.github.tansaku.examples.teach;

/**
 * The teaching page's stepping script. It reads {@code TRACES} (section id to panels, each
 * with its events) and, at step k of a section, shows in each panel the first k events: nodes
 * entered so far, scores of the nodes left, the ghosts of a node that cut once it has returned;
 * the node being searched is marked {@code current}. The page opens at step 1 of every section,
 * or at the steps a location hash names ({@code index.html#article=12&tictactoe=3}). Contains no
 * {@code ]]>}.
 */
final class StepScript {

    private StepScript() {
    }

    static final String SOURCE = """
            var teach = (function () {
              var steps = {};
              function byId(id) { return document.getElementById(id); }
              function visible(e, on) { if (e) { e.style.visibility = on ? 'visible' : 'hidden'; } }
              function length(section) {
                return TRACES[section].reduce(function (most, p) { return Math.max(most, p.events.length); }, 0);
              }
              function render(section) {
                var step = steps[section];
                TRACES[section].forEach(function (panel) {
                  var svg = byId(panel.id + '-svg');
                  svg.querySelectorAll('g.node, line.edge, text.edgelabel, g.ghost, text.score').forEach(function (e) {
                    visible(e, false);
                  });
                  svg.querySelectorAll('.current').forEach(function (e) { e.classList.remove('current'); });
                  var open = [], last = null, text = 'press step to start';
                  var shown = Math.min(step, panel.events.length);
                  for (var i = 0; i < shown; i++) {
                    var ev = panel.events[i], p = panel.id + '-';
                    if (ev[0] === 'enter') {
                      visible(byId(p + 'n' + ev[1]), true);
                      visible(byId(p + 'e' + ev[1]), true);
                      visible(byId(p + 'l' + ev[1]), true);
                      open.push(ev[1]);
                    } else {
                      visible(byId(p + 's' + ev[1]), true);
                      svg.querySelectorAll('g.ghost[data-parent="' + ev[1] + '"]').forEach(function (g) { visible(g, true); });
                      open.pop();
                    }
                    last = ev[1];
                    text = ev[2];
                  }
                  var current = open.length ? open[open.length - 1] : last;
                  if (current !== null && shown < panel.events.length) {
                    var node = byId(panel.id + '-n' + current), picture = svg.parentNode;
                    node.classList.add('current');
                    if (!picture.classList.contains('fit')) {
                      var box = node.getBBox();
                      picture.scrollLeft = box.x + box.width / 2 - picture.clientWidth / 2;
                      picture.scrollTop = box.y + box.height / 2 - picture.clientHeight / 2;
                    }
                  }
                  byId(panel.id + '-status').textContent = (shown === panel.events.length && shown > 0
                      ? 'done (' + shown / 2 + ' nodes). Last: ' : 'step ' + shown + ': ') + text;
                });
                byId(section + '-step').textContent = 'step ' + step + ' of ' + length(section);
              }
              function go(section, step) {
                steps[section] = Math.max(0, Math.min(step, length(section)));
                render(section);
                return steps[section];
              }
              document.querySelectorAll('button[data-section]').forEach(function (b) {
                b.addEventListener('click', function () {
                  var s = b.getAttribute('data-section'), a = b.getAttribute('data-action');
                  go(s, a === 'first' ? 0 : a === 'back' ? steps[s] - 1 : a === 'next' ? steps[s] + 1 : length(s));
                });
              });
              // A location hash such as #article=12&tictactoe=3 opens the page at those steps.
              var wanted = {};
              location.hash.replace(/^#/, '').split('&').forEach(function (pair) {
                var kv = pair.split('=');
                if (kv.length === 2 && TRACES[kv[0]] && /^[0-9]+$/.test(kv[1])) { wanted[kv[0]] = parseInt(kv[1], 10); }
              });
              Object.keys(TRACES).forEach(function (s) { go(s, s in wanted ? wanted[s] : 1); });
              return { go: go, step: function (s) { return go(s, steps[s] + 1); }, at: function (s) { return steps[s]; } };
            })();""";
}
