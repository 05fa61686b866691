package io.github.tansaku.shogi.engine;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.engine.ProtocolFuzzer;
import io.github.tansaku.search.engine.ProtocolLoop;
import io.github.tansaku.shogi.Declaration;
import io.github.tansaku.shogi.Move;
import io.github.tansaku.shogi.Position;
import io.github.tansaku.shogi.ShogiGame;
import java.io.BufferedReader;
import java.io.PrintStream;
import java.io.StringReader;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The USI engine under {@link ProtocolFuzzer}: seeded random lines, valid and hostile, checked
 * after every batch against the shogi rules library (legal moves, positions, the declaration
 * rule), not the engine.
 */
class UsiProtocolFuzzTest {

    /** Start positions: the start, a declaration, a mated side, a middle game with pieces in hand. */
    private static final List<String> STARTS = List.of("startpos",
            "sfen " + UsiProtocolTest.DECLARATION_HOLDS,
            "sfen " + UsiProtocolTest.BLACK_MATED,
            "sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2 moves 3c3d 8h2b+ 3a2b B*4e");

    private static final ShogiGame GAME = new ShogiGame();

    private static final ProtocolFuzzer.Rules RULES = new ProtocolFuzzer.Rules() {
        @Override
        public boolean usi() {
            return true;
        }

        @Override
        public List<String> startPositions() {
            return STARTS;
        }

        @Override
        public String describe(String positionArguments) {
            return position(positionArguments).toSfen();
        }

        @Override
        public List<String> legalMoves(String positionArguments) {
            return position(positionArguments).legalMoves().stream().map(Move::toString).toList();
        }

        @Override
        public boolean mayDeclareWin(String positionArguments) {
            return Declaration.canDeclare(position(positionArguments), GAME.enteringKingRule());
        }
    };

    /** The position of {@code position} arguments, by the rules library. */
    private static Position position(String arguments) {
        String[] parts = arguments.split(" moves ", 2);
        Position position = parts[0].equals("startpos") ? Position.startPosition()
                : Position.fromSfen(parts[0].substring("sfen ".length()));
        if (parts.length == 2) {
            for (String text : parts[1].strip().split("\\s+")) {
                Move move = position.legalMoves().stream().filter(m -> m.toString().equals(text)).findFirst()
                        .orElseThrow(() -> new IllegalArgumentException("illegal move " + text + " in " + arguments));
                position.makeMove(move.code());
            }
        }
        return position;
    }

    private static ProtocolFuzzer.Subject engine(PrintStream out) {
        ProtocolLoop<Position, Move> loop = UsiEngine.newLoop(new BufferedReader(new StringReader("")), out);
        return new ProtocolFuzzer.Subject() {
            @Override
            public void execute(String line) {
                loop.execute(line);
            }

            @Override
            public String currentPosition() {
                return loop.engine().position().toSfen();
            }

            @Override
            public void close() {
                loop.engine().close();
            }
        };
    }

    @Test
    void everyBatchKeepsThePromisesAGuiReliesOn() {
        for (long seed : new long[] {45, 4501}) {
            int answers = new ProtocolFuzzer(RULES, UsiProtocolFuzzTest::engine, seed).run(150, 2_000);
            assertThat(answers).as("go answers checked with seed %d", seed).isGreaterThan(5);
        }
    }
}
