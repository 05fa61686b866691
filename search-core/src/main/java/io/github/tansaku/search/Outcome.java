package io.github.tansaku.search;

/** How a game stands, always from the point of view of the side to move. */
public enum Outcome {
    /** The game goes on. */
    ONGOING,
    /** The side to move has won. */
    WIN,
    /** The side to move has lost. */
    LOSS,
    /** The game is drawn. */
    DRAW;

    /** Whether the game has ended. */
    public boolean isOver() {
        return this != ONGOING;
    }

    /** The same outcome seen by the other side. */
    public Outcome flip() {
        return switch (this) {
            case WIN -> LOSS;
            case LOSS -> WIN;
            default -> this;
        };
    }
}
