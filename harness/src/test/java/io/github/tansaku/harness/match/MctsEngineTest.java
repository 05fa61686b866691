package io.github.tansaku.harness.match;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.mcts.MctsOptions;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The MCTS engine in a game: its tree follows the moves played, and every move it makes from a
 * won pile is the winning one (take the pile modulo 4, by the theory of this take-away game).
 */
class MctsEngineTest {

    private final Pile game = new Pile();

    @Test
    void itPlaysTheWinningMoveThroughoutAGameWhileItsTreeFollows() throws EngineFault {
        try (MctsEngine<int[], Integer> engine = new MctsEngine<>("mcts", game, pile -> 0,
                MctsOptions.defaults().withNodeBudget(200_000))) {
            engine.newGame();
            playAndCheck(engine, 21);
            // A new game (another history) starts afresh.
            engine.newGame();
            playAndCheck(engine, 18);
            // A history that does not continue the last one drops the tree without newGame.
            playAndCheck(engine, 15);
        }
    }

    private void playAndCheck(MctsEngine<int[], Integer> engine, int stones) throws EngineFault {
        TimeControl control = TimeControl.nodes(300_000);
        List<Integer> moves = new ArrayList<>();
        int[] pile = {stones};
        while (pile[0] > 0) {
            MatchEngine.Clocks clocks = new MatchEngine.Clocks(new SideClock(control), new SideClock(control));
            EngineReply<Integer> reply = engine.play(new GameSoFar<>(String.valueOf(stones), List.copyOf(moves),
                    game.copy(pile)), clocks);
            int take = reply.move();
            assertThat(take).isBetween(1, Math.min(3, pile[0]));
            if (pile[0] % 4 != 0) {
                assertThat(take).as("pile %d", pile[0]).isEqualTo(pile[0] % 4);
            }
            pile[0] -= take;
            moves.add(take);
        }
    }
}
