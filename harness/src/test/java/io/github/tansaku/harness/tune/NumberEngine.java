package io.github.tansaku.harness.tune;

import io.github.tansaku.harness.match.EngineFault;
import io.github.tansaku.harness.match.EngineReply;
import io.github.tansaku.harness.match.GameSoFar;
import io.github.tansaku.harness.match.MatchEngine;
import java.util.OptionalInt;

/** A fake engine for {@link Duel}: names the value it was given, or crashes on its first move when told to. */
class NumberEngine implements MatchEngine<int[], Integer> {

    private final String name;
    int value;
    boolean crashes;
    boolean closed;

    NumberEngine(String name, int value) {
        this.name = name;
        this.value = value;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public void newGame() {
    }

    @Override
    public EngineReply<Integer> play(GameSoFar<int[], Integer> game, Clocks clocks) throws EngineFault {
        if (crashes) {
            throw new EngineFault(EngineFault.Kind.CRASH, "the process ended (exit 134)");
        }
        return EngineReply.move(value, OptionalInt.empty(), 1, 1);
    }

    @Override
    public void close() {
        closed = true;
    }
}
