package io.github.tansaku.harness.match;

import java.util.OptionalInt;
import java.util.function.LongConsumer;

/**
 * A fake engine for the runner's tests: takes one stone a move (or what its script says), and
 * misbehaves on its {@code failAtMove}-th move (1-based) as told: crash, hang, an illegal move,
 * a slow move, a resignation.
 */
final class ScriptedEngine implements MatchEngine<int[], Integer> {

    enum Fault { NONE, CRASH, HANG, ILLEGAL, SLOW, RESIGN, GARBLED }

    private final String name;
    private final Fault fault;
    private final int failAtMove;
    private final int score;
    private final LongConsumer advanceClock;
    int movesPlayed;
    int newGames;
    /** The time controls of its own clock and of its opponent's at its last move. */
    TimeControl ownControl;
    TimeControl otherControl;
    boolean closed;

    ScriptedEngine(String name, Fault fault, int failAtMove, int score, LongConsumer advanceClock) {
        this.name = name;
        this.fault = fault;
        this.failAtMove = failAtMove;
        this.score = score;
        this.advanceClock = advanceClock;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public void newGame() {
        newGames++;
        movesPlayed = 0;
    }

    @Override
    public EngineReply<Integer> play(GameSoFar<int[], Integer> game, Clocks clocks) throws EngineFault {
        movesPlayed++;
        ownControl = clocks.own().control();
        otherControl = clocks.other().control();
        advanceClock.accept(10);
        if (movesPlayed == failAtMove) {
            switch (fault) {
                case CRASH -> throw new EngineFault(EngineFault.Kind.CRASH, "the process ended (exit 139)");
                case HANG -> throw new EngineFault(EngineFault.Kind.HANG, "no bestmove within 1000 ms");
                case GARBLED -> throw new EngineFault(EngineFault.Kind.PROTOCOL, "unreadable move 'x9'");
                case ILLEGAL -> {
                    return EngineReply.move(7, OptionalInt.of(score), 1, 1);
                }
                case SLOW -> advanceClock.accept(5_000);
                case RESIGN -> {
                    return EngineReply.resignation();
                }
                default -> {
                }
            }
        }
        return EngineReply.move(1, OptionalInt.of(score), 1, 1);
    }

    @Override
    public void close() {
        closed = true;
    }
}
