package io.github.tansaku.examples.bench;

import io.github.tansaku.shogi.Position;

/**
 * The shogi positions of {@link ShogiMoveGenBench}, with their published number of legal moves
 * and perft count at the depth the benchmark runs (the published perft counts, confirmed
 * by Fairy-Stockfish's {@code go perft}), so that a benchmark of a wrong move generator stops
 * with an error instead of reporting a figure.
 */
public enum ShogiBenchPosition {

    /** The start position. */
    START("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1", 30, 3, 25_470L),
    /** "Matsuri" (指し手生成祭り), the classic move generation benchmark: 207 moves, many drops. */
    MATSURI("l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1", 207, 2, 28_684L),
    /** The position with the most legal moves known, 593. */
    MAX_MOVES("R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1", 593, 2, 105_677L);

    private final String sfen;
    private final int legalMoves;
    private final int perftDepth;
    private final long perftCount;

    ShogiBenchPosition(String sfen, int legalMoves, int perftDepth, long perftCount) {
        this.sfen = sfen;
        this.legalMoves = legalMoves;
        this.perftDepth = perftDepth;
        this.perftCount = perftCount;
    }

    /** The position as SFEN. */
    public String sfen() {
        return sfen;
    }

    /** A new {@link Position} set up from {@link #sfen()}. */
    public Position newPosition() {
        return Position.fromSfen(sfen);
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
