// pgn_check.mjs GAMES.pgn: replays every game of a PGN file (the match runner's -pgnout) with
// chess.js, an outside implementation of the rules: every move must be legal, and a game whose
// final position is a checkmate, stalemate, threefold repetition, fifty-move draw or dead
// position must carry the matching result. Prints the count of games and of each ending, and
// every game that fails; exits 1 if any does.
//
// chess.js is read from the current directory's node_modules:
//   cd "$(mktemp -d)" && npm install chess.js@1 && node /path/to/examples/scripts/pgn_check.mjs /path/to/games.pgn
import { createRequire } from 'module';
import fs from 'fs';

const { Chess } = createRequire(process.cwd() + '/')('chess.js');
const file = process.argv[2];
if (!file) {
  console.error('usage: node pgn_check.mjs GAMES.pgn');
  process.exit(2);
}
const games = fs.readFileSync(file, 'utf8').split(/\n(?=\[Event )/).filter(g => g.trim());
const endings = {};
let failed = 0;
games.forEach((text, i) => {
  const chess = new Chess();
  try {
    chess.loadPgn(text);
  } catch (e) {
    failed++;
    console.log(`game ${i + 1}: not replayable: ${e.message}`);
    return;
  }
  const result = (text.match(/\[Result "([^"]+)"\]/) || [])[1];
  const ending = chess.isCheckmate() ? 'checkmate' : chess.isStalemate() ? 'stalemate'
      : chess.isThreefoldRepetition() ? 'threefold' : chess.isInsufficientMaterial() ? 'insufficient material'
      : chess.isDraw() ? 'fifty moves' : 'adjudicated or other';
  endings[ending] = (endings[ending] || 0) + 1;
  // The side to move is the one mated: 0-1 when White is to move.
  const expected = ending === 'checkmate' ? (chess.turn() === 'w' ? '0-1' : '1-0')
      : ending === 'adjudicated or other' ? result : '1/2-1/2';
  if (result !== expected) {
    failed++;
    console.log(`game ${i + 1}: result ${result}, but the final position is ${ending} (${expected})`);
  }
});
console.log(`${games.length} games, ${games.length - failed} replayed with consistent results, ${failed} failed; endings:`,
    JSON.stringify(endings));
process.exit(failed ? 1 : 0);
