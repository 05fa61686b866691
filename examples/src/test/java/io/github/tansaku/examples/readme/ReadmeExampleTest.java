package io.github.tansaku.examples.readme;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.Game;
import io.github.tansaku.search.algo.Searcher;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.lang.reflect.Method;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.DiagnosticCollector;
import javax.tools.FileObject;
import javax.tools.ForwardingJavaFileManager;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileManager;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;

/**
 * The "implement your own game" example of the README is compiled and run exactly as written,
 * so it cannot rot: the {@code java} block between the section markers of {@code ../README.md}
 * is compiled in memory against search-core and its {@code main} method must print what the
 * README says it prints.
 */
class ReadmeExampleTest {

    private static final Path README = Path.of("..", "README.md");
    private static final String BEGIN = "<!-- BEGIN implement-your-own-game -->";
    private static final String END = "<!-- END implement-your-own-game -->";

    @Test
    void theReadmeGameCompilesRunsAndPrintsWhatTheReadmeSays() throws Exception {
        String section = section();
        String source = javaBlock(section);
        String className = publicClassName(source);

        Map<String, byte[]> classes = compile(className, source);
        String output = runMain(className, classes).strip();

        // The README states the output in the sentence after the block: "It prints `...`"
        Matcher stated = Pattern.compile("It prints `([^`]+)`").matcher(section);
        assertThat(stated.find()).as("the README says what the example prints").isTrue();
        assertThat(output).isEqualTo(stated.group(1));
        // Worked out by hand: from 21 stones, taking 1 leaves 20, a multiple of 4; each later pair of
        // moves removes 4 stones, so the first player takes the last stone on ply 11, its 6th move.
        assertThat(output).isEqualTo("take 1: win in 11 plies");
    }

    private static String section() throws IOException {
        String readme = Files.readString(README, StandardCharsets.UTF_8);
        int begin = readme.indexOf(BEGIN);
        int end = readme.indexOf(END);
        assertThat(begin).as("%s in %s", BEGIN, README.toAbsolutePath()).isNotNegative();
        assertThat(end).as("%s after the begin marker", END).isGreaterThan(begin);
        return readme.substring(begin + BEGIN.length(), end);
    }

    private static String javaBlock(String section) {
        Matcher block = Pattern.compile("```java\\n(.*?)```", Pattern.DOTALL).matcher(section);
        assertThat(block.find()).as("a ```java block in the README section").isTrue();
        return block.group(1);
    }

    private static String publicClassName(String source) {
        Matcher name = Pattern.compile("public\\s+(?:final\\s+)?class\\s+(\\w+)").matcher(source);
        assertThat(name.find()).as("a public class in the README example").isTrue();
        return name.group(1);
    }

    /** Compiles {@code source} in memory against search-core and returns the class files by name. */
    private static Map<String, byte[]> compile(String className, String source) throws URISyntaxException {
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        assertThat(compiler).as("a JDK compiler (run the tests on a JDK, not a JRE)").isNotNull();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        StandardJavaFileManager standard = compiler.getStandardFileManager(diagnostics, null, StandardCharsets.UTF_8);
        MemoryFileManager files = new MemoryFileManager(standard);
        JavaFileObject unit = new SimpleJavaFileObject(URI.create("string:///" + className + ".java"),
                JavaFileObject.Kind.SOURCE) {
            @Override
            public CharSequence getCharContent(boolean ignoreEncodingErrors) {
                return source;
            }
        };
        // Surefire may hide the real class path behind a manifest-only jar: name search-core directly.
        String classPath = location(Game.class) + File.pathSeparator + location(Searcher.class);
        List<String> options = List.of("--release", "17", "-classpath", classPath, "-Xlint:all", "-Werror");
        boolean compiled = compiler.getTask(null, files, diagnostics, options, null, List.of(unit)).call();
        assertThat(compiled).as("the README example compiles without warnings: %s", diagnostics.getDiagnostics()).isTrue();
        return files.classes;
    }

    private static String location(Class<?> type) throws URISyntaxException {
        return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
    }

    private static String runMain(String className, Map<String, byte[]> classes) throws Exception {
        ClassLoader loader = new ClassLoader(ReadmeExampleTest.class.getClassLoader()) {
            @Override
            protected Class<?> findClass(String name) throws ClassNotFoundException {
                byte[] bytes = classes.get(name);
                if (bytes == null) {
                    throw new ClassNotFoundException(name);
                }
                return defineClass(name, bytes, 0, bytes.length);
            }
        };
        Method main = loader.loadClass(className).getMethod("main", String[].class);
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        PrintStream original = System.out;
        try (PrintStream out = new PrintStream(captured, true, StandardCharsets.UTF_8)) {
            System.setOut(out);
            main.invoke(null, (Object) new String[0]);
        } finally {
            System.setOut(original);
        }
        return captured.toString(StandardCharsets.UTF_8);
    }

    /** Keeps the compiler's class files in memory. */
    private static final class MemoryFileManager extends ForwardingJavaFileManager<JavaFileManager> {
        final Map<String, byte[]> classes = new HashMap<>();

        MemoryFileManager(JavaFileManager delegate) {
            super(delegate);
        }

        @Override
        public JavaFileObject getJavaFileForOutput(Location location, String className, JavaFileObject.Kind kind,
                FileObject sibling) {
            return new SimpleJavaFileObject(URI.create("mem:///" + className.replace('.', '/') + kind.extension), kind) {
                @Override
                public OutputStream openOutputStream() {
                    return new ByteArrayOutputStream() {
                        @Override
                        public void close() {
                            classes.put(className, toByteArray());
                        }
                    };
                }
            };
        }
    }
}
