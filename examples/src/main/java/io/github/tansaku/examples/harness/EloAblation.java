package io.github.tansaku.examples.harness;

import io.github.tansaku.harness.match.Adjudication;
import io.github.tansaku.harness.match.MatchGame;
import io.github.tansaku.harness.match.Opening;
import io.github.tansaku.harness.match.Standings;
import io.github.tansaku.harness.match.TimeControl;
import io.github.tansaku.harness.match.Tournament;
import io.github.tansaku.harness.stats.EloEstimate;
import io.github.tansaku.search.algo.SearchOptions;
import io.github.tansaku.search.algo.Technique;
import io.github.tansaku.search.engine.Engine;
import java.io.IOException;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The ablation table in Elo: for each technique the game's defaults use, a match of the
 * defaults with that technique off against the defaults, in process, at a fixed node count per
 * move, game pairs from the game's book with colours swapped (the tournament runner plays them).
 * Where {@link Ablation} says what a technique saves in nodes, this says what it is worth in
 * games.
 */
public final class EloAblation {

    /**
     * One row: the technique switched off, and how that configuration scored against the defaults.
     *
     * @param technique the technique switched off
     * @param standings its score against the defaults
     * @param elo       the Elo of switching it off (negative: the technique helps)
     */
    public record Row(Technique technique, Standings standings, EloEstimate elo) {
    }

    private EloAblation() {
    }

    /**
     * Plays {@code rounds} game pairs per technique at {@code nodes} nodes a move, {@code concurrency} games at once.
     *
     * @param progress where to print one line per finished technique, or {@code null}
     */
    public static <P, M> List<Row> run(GameSetup<P, M> setup, long nodes, int rounds, int concurrency,
            PrintStream progress) throws IOException, InterruptedException {
        List<Opening<M>> book = MatchCommand.defaultBook(setup, setup.notation());
        SearchOptions defaults = setup.searchOptions().supportedBy(setup.game());
        MatchGame<P, M> matchGame = new MatchGame<>(setup.game(), setup.notation()::parsePosition, setup.referee(),
                TimeControl.nodes(nodes), Adjudication.NONE.withMaxPlies(600), System::nanoTime);
        List<Row> rows = new ArrayList<>();
        for (Technique technique : Technique.values()) {
            if (!defaults.enabled(technique)) {
                continue;
            }
            String off = Engine.techniqueOptionName(technique) + "=false";
            Tournament.Result result = new Tournament<>(matchGame, MatchCommand.builtin(setup, off, defaults.without(technique)),
                    MatchCommand.builtin(setup, "defaults", defaults), book, new Tournament.Settings(rounds, true, concurrency, null),
                    (record, outcome, standings, llr) -> { }).run(List.of());
            Row row = new Row(technique, result.standings(), EloEstimate.of(result.standings().pairs()));
            rows.add(row);
            if (progress != null) {
                progress.println(line(row));
            }
        }
        return rows;
    }

    /** The table's header. */
    public static String header() {
        return String.format(Locale.ROOT, "%-28s %6s %15s %18s %16s", "technique off", "games", "W / D / L",
                "Elo (95 %)", "nElo");
    }

    /** One row of the table. */
    public static String line(Row row) {
        var games = row.standings().games();
        EloEstimate elo = row.elo();
        return String.format(Locale.ROOT, "%-28s %6d %15s %8.1f +/- %5.1f %8.1f +/- %5.1f",
                row.technique().name().toLowerCase(Locale.ROOT), games.games(),
                games.wins() + " / " + games.draws() + " / " + games.losses(), elo.elo(), elo.eloError(),
                elo.normalizedElo(), elo.normalizedEloError());
    }
}
