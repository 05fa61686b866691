package io.github.tansaku.spark;

import io.github.tansaku.examples.harness.GameSetups;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.spark.api.java.JavaSparkContext;

/**
 * {@code bin/tansaku spark ablation}: the ablation table in Elo ({@link DistributedAblation}) on
 * the command line; prints the table and writes it to the result file.
 */
final class AblationJob {

    static final String USAGE = "spark ablation [-game chess] [-techniques Technique_Pvs,...] -each nodes=N | depth=N"
            + " [-rounds 100] [-batch 4] [-maxplies N] [-depth BENCH_DEPTH] [-out spark-ablation.txt] [--master local[*]]";

    private AblationJob() {
    }

    static int run(List<String> args, PrintStream out) throws IOException {
        JobArguments arguments = JobArguments.parse(args, Set.of("-game", "-techniques", "-each", "-rounds", "-batch",
                "-maxplies", "-depth", "-out", "-master"), USAGE);
        String game = arguments.value("-game", "chess");
        int benchDepth = JobArguments.integer("-depth",
                arguments.value("-depth", String.valueOf(GameSetups.byName(game).benchDepth())), 1);
        String techniqueList = arguments.value("-techniques", null);
        List<String> techniques = techniqueList == null ? DistributedAblation.defaultTechniques(game)
                : List.of(techniqueList.split(","));
        for (String technique : techniques) {
            DistributedAblation.off(technique).searchOptions(GameSetups.byName(game));
        }
        Map<String, String> each = arguments.one("-each") == null ? Map.of() : arguments.one("-each").pairs();
        for (String key : each.keySet()) {
            if (!key.equals("nodes") && !key.equals("depth")) {
                throw new IllegalArgumentException("-each takes nodes= or depth=, not " + key + "=");
            }
        }
        long nodes = each.containsKey("nodes") ? JobArguments.integer("nodes", each.get("nodes"), 1) : 0;
        int depth = each.containsKey("depth") ? JobArguments.integer("depth", each.get("depth"), 1) : 0;
        if (nodes == 0 && depth == 0) {
            throw new IllegalArgumentException("give the engines nodes= or depth= per move with -each; usage: " + USAGE);
        }
        DistributedAblation.Matches matches = new DistributedAblation.Matches(nodes, depth,
                JobArguments.integer("-maxplies", arguments.value("-maxplies", "0"), 0),
                JobArguments.integer("-rounds", arguments.value("-rounds", "100"), 1),
                JobArguments.integer("-batch", arguments.value("-batch", "4"), 1));
        Path resultFile = Path.of(arguments.value("-out", "spark-ablation.txt"));
        DistributedAblation.Table table;
        try (JavaSparkContext context = SparkContexts.open(arguments.value("-master", null), "tansaku ablation")) {
            table = DistributedAblation.run(context, game, techniques, matches, benchDepth, out);
        }
        out.print(table.text());
        Files.writeString(resultFile, table.text(), StandardCharsets.UTF_8);
        out.println("Result in " + resultFile);
        return 0;
    }
}
