package io.github.tansaku.examples.bench;

import io.github.tansaku.chess.board.Position;

/**
 * The chess positions of {@link ChessMoveGenBench}: the start position and the chessprogramming
 * wiki's perft positions 2 ("Kiwipete") to 6, each with its published number of legal moves
 * and its published perft count at the depth the benchmark runs. The counts are the wiki's
 * (confirmed by Debian Stockfish's {@code go perft}, as in chess-module's {@code perftsuite.epd}),
 * so a benchmark that measures a wrong move generator stops with an error instead of reporting
 * a figure.
 */
public enum ChessBenchPosition {

    /** The start position. */
    START("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 20, 4, 197_281L),
    /** Position 2, "Kiwipete": castling both ways, pins, en passant, promotions below. */
    KIWIPETE("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 48, 3, 97_862L),
    /** Position 3: a rook-and-pawn ending where en passant can expose the king along a rank. */
    CPW3("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 14, 4, 43_238L),
    /** Position 4: White in check, with promotions for both sides. */
    CPW4("r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 6, 3, 9_467L),
    /** Position 5: promotions by capture next to castling. */
    CPW5("rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 44, 3, 62_379L),
    /** Position 6: a symmetrical middlegame. */
    CPW6("r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", 46, 3, 89_890L);

    private final String fen;
    private final int legalMoves;
    private final int perftDepth;
    private final long perftCount;

    ChessBenchPosition(String fen, int legalMoves, int perftDepth, long perftCount) {
        this.fen = fen;
        this.legalMoves = legalMoves;
        this.perftDepth = perftDepth;
        this.perftCount = perftCount;
    }

    /** The position as FEN. */
    public String fen() {
        return fen;
    }

    /** A new {@link Position} set up from {@link #fen()}. */
    public Position newPosition() {
        return Position.fromFen(fen);
    }

    /** The published number of legal moves (perft 1). */
    public int legalMoves() {
        return legalMoves;
    }

    /** The depth of the benchmark's perft. */
    public int perftDepth() {
        return perftDepth;
    }

    /** The published perft count at {@link #perftDepth()}. */
    public long perftCount() {
        return perftCount;
    }
}
