package io.github.tansaku.chess.rules;

/** Whether a chess game goes on, and if not, why it ended. */
public enum GameStatus {
    /** The game goes on. */
    ONGOING,
    /** The side to move is checkmated. */
    CHECKMATE,
    /** The side to move has no legal move and is not in check. */
    STALEMATE,
    /** Drawn by the fifty-move rule (100 half-moves without capture or pawn move). */
    FIFTY_MOVES,
    /** Drawn by threefold repetition. */
    THREEFOLD_REPETITION,
    /** Drawn because neither side can mate (K v K, K+minor v K, bishops all on one colour). */
    INSUFFICIENT_MATERIAL;

    /** Whether the game has ended. */
    public boolean isOver() {
        return this != ONGOING;
    }

    /** Whether the game has ended in a draw. */
    public boolean isDraw() {
        return this != ONGOING && this != CHECKMATE;
    }
}
