package io.github.tansaku.search.engine;

import io.github.tansaku.search.Evaluator;
import io.github.tansaku.search.testgames.InfraNimGame;

/**
 * A tiny dialect for testing the loop: positions are {@code startpos} or {@code heaps 3 4 5 a},
 * moves are {@code heap-take} ({@code 0-2}); the first player uses the {@code w} clock fields.
 */
class NimDialect implements Dialect<InfraNimGame.Position, InfraNimGame.Move> {

    /** Scores the subtraction game by its Grundy values: a non-zero xor of heap mod 4 wins. */
    static final Evaluator<InfraNimGame.Position> EVALUATOR = position -> {
        int grundy = 0;
        int stones = 0;
        for (int heap : position.heaps()) {
            grundy ^= heap % 4;
            stones += heap;
        }
        return (grundy != 0 ? 100 : -100) + stones % 7;
    };

    final InfraNimGame game;

    NimDialect(InfraNimGame game) {
        this.game = game;
    }

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
        return "Tansaku Nim";
    }

    @Override
    public String engineAuthor() {
        return "the Tansaku authors";
    }

    @Override
    public InfraNimGame.Position parsePosition(String text) {
        if (text.equals("startpos")) {
            return game.newPosition();
        }
        if (text.startsWith("heaps ")) {
            return game.parse(text.substring(6));
        }
        throw new IllegalArgumentException("expected startpos or heaps ..., got '" + text + "'");
    }

    @Override
    public InfraNimGame.Move parseMove(InfraNimGame.Position position, String text) {
        if (!text.matches("[0-7]-[1-3]")) {
            throw new IllegalArgumentException("a move is heap-take, such as 0-2");
        }
        return new InfraNimGame.Move(text.charAt(0) - '0', text.charAt(2) - '0');
    }

    @Override
    public String formatMove(InfraNimGame.Move move) {
        return move.toString();
    }

    @Override
    public char clockFieldOfSideToMove(InfraNimGame.Position position) {
        return position.side() == 0 ? 'w' : 'b';
    }

    @Override
    public String noMoveAnswer() {
        return "(none)";
    }
}
