package io.github.tansaku.harness.match;

import io.github.tansaku.search.engine.Dialect;

/** A UCI-like protocol dialect for the take-away game: positions are stone counts, moves the stones taken. */
class PileDialect implements Dialect<int[], Integer> {

    @Override
    public String handshakeCommand() {
        return "uci";
    }

    @Override
    public String handshakeReply() {
        return "uciok";
    }

    @Override
    public String newGameCommand() {
        return "ucinewgame";
    }

    @Override
    public String engineName() {
        return "pile";
    }

    @Override
    public String engineAuthor() {
        return "tests";
    }

    @Override
    public int[] parsePosition(String text) {
        return Pile.parse(text);
    }

    @Override
    public Integer parseMove(int[] position, String text) {
        try {
            return Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("not a number of stones: '" + text + "'");
        }
    }

    @Override
    public String formatMove(Integer move) {
        return move.toString();
    }

    @Override
    public char clockFieldOfSideToMove(int[] position) {
        return 'w';
    }

    @Override
    public String noMoveAnswer() {
        return "(none)";
    }
}
